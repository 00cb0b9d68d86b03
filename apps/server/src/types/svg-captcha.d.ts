import "svg-captcha";

// The shipped index.d.ts types only the named exports, not the module itself, which is the function
// that draws a given text (lib/index.js: `module.exports = createCaptcha`).
declare module "svg-captcha" {
  export default function createCaptcha(text: string, options?: ConfigObject): string;
}
