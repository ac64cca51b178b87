import {
  afterNextRender,
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  ElementRef,
  inject,
  signal,
  viewChild,
} from '@angular/core';
import { RouterLink, RouterOutlet } from '@angular/router';
import { applyColorMode, currentColorMode, onColorModeChange } from './color-mode';
import { followHostColorMode, isEmbedded, reportHeight } from './host-bridge';

/**
 * Root component. Embedded in a docs page it renders nothing but the demo; opened
 * on its own it adds a small header with a way back to the list and a colour
 * mode switch.
 */
@Component({
  selector: 'demo-shell',
  imports: [RouterOutlet, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (!embedded) {
      <header class="demo-chrome">
        <a routerLink="/">All Formly live examples</a>
        <button type="button" (click)="toggleColorMode()" [attr.aria-pressed]="colorMode() === 'dark'">
          Dark mode
        </button>
      </header>
    }
    <main #root class="demo-root">
      <router-outlet />
    </main>
  `,
})
export class DemoShell {
  protected readonly embedded = isEmbedded;
  protected readonly colorMode = signal(currentColorMode());
  private readonly root = viewChild.required<ElementRef<HTMLElement>>('root');

  constructor() {
    applyColorMode(currentColorMode());
    const destroyRef = inject(DestroyRef);
    destroyRef.onDestroy(followHostColorMode());
    destroyRef.onDestroy(onColorModeChange((mode) => this.colorMode.set(mode)));
    afterNextRender(() => destroyRef.onDestroy(reportHeight(this.root().nativeElement)));
  }

  protected toggleColorMode(): void {
    applyColorMode(this.colorMode() === 'dark' ? 'light' : 'dark');
  }
}
