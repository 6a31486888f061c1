// Starts the app's code once the page the Worker rendered has painted (worker/routes/pages.ts puts this
// script where Vite's entry was, naming the entry in data-entry). Until then a slow line carries only the
// HTML, its stylesheet and its pictures; the shopper reads the page while the code that makes it
// interactive arrives. requestAnimationFrame runs just before the next paint; the timeout, just after it.
(function () {
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
