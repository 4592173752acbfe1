// vnu-jar exports the path of the validator's jar.
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
