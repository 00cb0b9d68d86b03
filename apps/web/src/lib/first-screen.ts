// The hint script draws a picture of a signed-in list page before the app has loaded (apps/web
// build/first-screen.ts). It lies over the app until the app shows a page of its own: the main
// layout, or anything else once the address is no longer the one the picture was drawn for (a
// session gone to /login, a page not permitted), an error, the site-closed notice.

const ID = "first-screen";

/** Takes the picture away; with a path, only when the address has left the picture's page. */
export function dismissFirstScreen(pathname?: string) {
  const screen = typeof document === "undefined" ? null : document.getElementById(ID);
  if (screen && (pathname === undefined || screen.dataset.path !== pathname)) screen.remove();
}
