// Kendo UI's components translate their built-in texts with $localize (one script: the frame inlines it).
import '@angular/localize/init';
import { ErrorHandler, provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { provideAnimations } from '@angular/platform-browser/animations';
import { applyColorMode } from '../src/app/color-mode';
import { useKitStylesheet } from '../src/app/kit-stylesheet';
import { kitProviders } from './kit-providers';
import { PlaygroundFrame, ReportingErrorHandler } from './playground-frame';
import { frameColorModeParam, frameKitParam, isPlaygroundColorMode, isPlaygroundKit } from './protocol';

const params = new URLSearchParams(location.search);
const requestedKit = params.get(frameKitParam);
const kit = isPlaygroundKit(requestedKit) ? requestedKit : 'bootstrap';
const requestedMode = params.get(frameColorModeParam);
applyColorMode(isPlaygroundColorMode(requestedMode) ? requestedMode : 'light');
// The demos' own kit stylesheets (demos/angular.json), fixes for contrast included: the frame's
// base is /playground-frame/, and the demos app is served beside it at /demos/.
void useKitStylesheet(kit, '../demos/');

kitProviders[kit]()
  .then((providers) =>
    bootstrapApplication(PlaygroundFrame, {
      providers: [
        provideZonelessChangeDetection(),
        provideAnimations(),
        { provide: ErrorHandler, useClass: ReportingErrorHandler },
        ...providers,
      ],
    }),
  )
  .catch((error: unknown) => console.error(error));
