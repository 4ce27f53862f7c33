/*
 * Runs only in browsers without ES modules (script nomodule), in practice Internet Explorer,
 * where the portal's bundle never starts. Written in ES5 on purpose: it reveals the static
 * Dutch notice in index.html (the spec's old-browser warning). The unit test
 * features/dialogs/old-browser-notice.test.ts keeps it ES5.
 */
// biome-ignore lint/complexity/useArrowFunction: Internet Explorer has no arrow functions.
(function () {
  var notice = document.getElementById('old-browser');
  if (!notice) return;
  notice.removeAttribute('hidden');
  notice.style.display = 'block';
})();
