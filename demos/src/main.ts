import { bootstrapApplication } from '@angular/platform-browser';
import { provideZonelessChangeDetection } from '@angular/core';
import { provideRouter, withHashLocation } from '@angular/router';
import { DemoShell } from './app/demo-shell';
import { demoRoutes } from './app/demo-routes';

bootstrapApplication(DemoShell, {
  providers: [provideZonelessChangeDetection(), provideRouter(demoRoutes, withHashLocation())],
}).catch((error: unknown) => console.error(error));
