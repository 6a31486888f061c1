// Starts the app's code once the page the Worker rendered has painted (worker/routes/pages.ts puts this
// script where Vite's entry was, naming the entry in data-entry and the page's own chunks, if it has any,
// in data-chunks: they load beside the entry, so the router finds them there when it starts). Until then a
// slow line carries only the HTML, its stylesheets and its pictures; the shopper reads the page while the
// code that makes it interactive arrives. requestAnimationFrame runs just before the next paint; the timeout, just after it.
//
// Until the app answers taps (the event first-tap-ready), a tap on a control marked data-early-tap (Add to
// cart) is held here rather than lost: the control is marked data-early-tapped, and makes the tap itself
// once hydrated (useEarlyTap, web/lib/first-tap.ts). Links and the native pickers work without the code.
(function () {
  function hold(event) {
    var control = event.target instanceof Element ? event.target.closest('[data-early-tap]') : null;
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    control.setAttribute('data-early-tapped', '');
    control.setAttribute('aria-busy', 'true');
  }
  document.addEventListener('click', hold, true);
  document.addEventListener(
    'first-tap-ready',
    function () {
      document.removeEventListener('click', hold, true);
    },
    { once: true },
  );

  var self = document.currentScript;
  var entry = self && self.getAttribute('data-entry');
  if (!entry) return;
  var chunks = (self.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  requestAnimationFrame(function () {
    setTimeout(function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = entry;
      document.head.appendChild(script);
      chunks.forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
    }, 0);
  });
})();
