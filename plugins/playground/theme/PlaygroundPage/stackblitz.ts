// Loaded only when a reader clicks "Open in StackBlitz": the playground's
// configuration becomes a standalone app in the chosen kit, packaged by the
// same project builder as the live examples.
import sdk from '@stackblitz/sdk';
import {exportedProject} from '@site/plugins/live-examples/client';
import frameSources from '@generated/playground/default/frame-sources.json';
import type {PlaygroundState} from '../../state';
import {playgroundSourceFiles} from '../../typescript-export';

export function playgroundProject(state: PlaygroundState) {
  return exportedProject({
    name: 'playground',
    title: 'Playground',
    kit: state.kit,
    files: playgroundSourceFiles(state, frameSources),
  });
}

export function openPlaygroundInStackBlitz(state: PlaygroundState): void {
  sdk.openProject(playgroundProject(state), {newWindow: true, openFile: 'src/app/app.ts'});
}
