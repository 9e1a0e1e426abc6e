// The server builds render HTML only: a stylesheet import is nothing there. The browser build
// of the same module brings the CSS, and the host server links it in the page's head.
module.exports = function ignoreCss() {
  return 'export {};';
};
