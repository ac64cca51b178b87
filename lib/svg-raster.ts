import {readFileSync} from 'node:fs';
import {initWasm, Resvg} from '@resvg/resvg-wasm';

let resvgReady: Promise<void> | undefined;

/** resvg's WebAssembly module, initialised once per process (a second initWasm throws). */
function loadResvg(): Promise<void> {
  resvgReady ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return resvgReady;
}

/** Renders an SVG document to a PNG `width` pixels wide (the height follows the SVG's aspect ratio). */
export async function rasterizeSvg(svg: string, width: number): Promise<Uint8Array> {
  await loadResvg();
  return new Resvg(svg, {fitTo: {mode: 'width', value: width}}).render().asPng();
}
