import { bootstrapApplication } from '@angular/platform-browser';
import { provideZonelessChangeDetection } from '@angular/core';
import { provideRouter, withHashLocation } from '@angular/router';
import { provideAnimations } from '@angular/platform-browser/animations';
import { DemoShell } from './app/demo-shell';
import { demoRoutes } from './app/demo-routes';

// Animations are provided at the root as well as in each demo's own config:
// Kendo's popups look the animation engine up from the root injector, which a
// route's providers do not reach. In StackBlitz the demo's config is the root.
bootstrapApplication(DemoShell, {
  providers: [provideZonelessChangeDetection(), provideAnimations(), provideRouter(demoRoutes, withHashLocation())],
}).catch((error: unknown) => console.error(error));
