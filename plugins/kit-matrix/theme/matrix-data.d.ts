// Written by plugins/kit-matrix at build time (see readKitMatrix).
declare module '@generated/kit-matrix/default/matrix.json' {
  const data: import('../types').KitMatrixData;
  export default data;
}
