// Starts the app's code once the page the Worker rendered has painted (worker/routes/pages.ts puts this
// script where Vite's entry was, naming the entry in data-entry). Until then a slow line carries only the
// HTML, its stylesheet and its pictures; the shopper reads the page while the code that makes it
// interactive arrives. requestAnimationFrame runs just before the next paint; the timeout, just after it.
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

  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = entry;
      document.head.appendChild(script);
    }, 0);
  });
})();
