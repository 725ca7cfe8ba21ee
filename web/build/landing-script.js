// The prerendered landing page's only script (web/build/prerender-landing.ts writes it beside the page).
// A visitor who holds a session gets the app, which decides where she belongs (the dashboard, or this page
// again if the session is over); everyone else gets the static page, where only the menu button (and the
// footer's year, fixed at build time) needs code.
(function () {
  var app = document.currentScript.getAttribute('data-app');
  var session = null;
  try {
    session = window.localStorage.getItem('access_token');
  } catch {
    // Storage blocked: no session to resume.
  }
  if (session) {
    document.getElementById('root').replaceChildren();
    var script = document.createElement('script');
    script.type = 'module';
    script.src = app;
    document.head.appendChild(script);
    return;
  }
  var year = document.querySelector('[data-current-year]');
  if (year) year.textContent = String(new Date().getFullYear());
  var button = document.getElementById('public-menu-button');
  var menu = document.getElementById(button.getAttribute('aria-controls'));
  button.addEventListener('click', function () {
    var open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
    menu.hidden = !open;
  });
})();
