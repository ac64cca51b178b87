// Written by plugins/live-examples at build time (see readStackBlitzData).
declare module '@generated/live-examples/default/stackblitz.json' {
  const data: import('@site/plugins/live-examples/types').StackBlitzData;
  export default data;
}
