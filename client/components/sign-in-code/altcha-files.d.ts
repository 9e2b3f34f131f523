/**
 * Files of the `altcha` package a page takes by address (build/file-urls.ts): importing one
 * answers its URL under /assets/.
 */
declare module 'altcha/workers/*' {
  const url: string;
  export default url;
}

declare module 'altcha/altcha.css' {
  const url: string;
  export default url;
}
