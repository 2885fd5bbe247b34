declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare const KHELA_MERCHANT: string;
declare const KHELA_RELEASE: string;
