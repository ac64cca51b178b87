import {readFileSync} from 'node:fs';
import {initWasm, Resvg} from '@resvg/resvg-wasm';

/**
 * resvg's WebAssembly module may be initialised once per process: a second `initWasm`
 * throws. Docusaurus loads each plugin's modules on its own, so two plugins importing
 * this file get two copies of it; the promise is kept on the process, not the module.
 */
const ready = Symbol.for('formly-docs/resvg-wasm');
const processState = globalThis as typeof globalThis & {[ready]?: Promise<void>};

function loadResvg(): Promise<void> {
  processState[ready] ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return processState[ready];
}

/** Renders an SVG document to a PNG `width` pixels wide (the height follows the SVG's aspect ratio). */
export async function rasterizeSvg(svg: string, width: number): Promise<Uint8Array> {
  await loadResvg();
  return new Resvg(svg, {fitTo: {mode: 'width', value: width}}).render().asPng();
}
