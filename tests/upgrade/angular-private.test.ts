/**
 * The claim tests run Formly's real classes in Node, without Angular's renderer,
 * through harnesses (tests/claims/support/) that use three of Angular's private
 * APIs. Checked here directly, so that an Angular upgrade names the API that
 * changed instead of failing claim tests one by one.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {core} from '../claims/support/formly';
import {rootInjector} from '../claims/support/signal-forms';

/** The private exports the harnesses read, by name. */
const privateCore = core as unknown as Record<string, unknown>;

test("Angular's private INJECTOR_SCOPE token still makes an injector the root one, where effects can run", () => {
  assert.ok(privateCore.ɵINJECTOR_SCOPE instanceof core.InjectionToken, 'ɵINJECTOR_SCOPE is not an InjectionToken');
  const injector = rootInjector();
  assert.equal(injector.get(privateCore.ɵINJECTOR_SCOPE as typeof core.INJECTOR), 'root');
  // Without the token the effect throws: no change-detection scheduler is provided (NG0201).
  core.runInInjectionContext(injector, () => core.effect(() => undefined));
  injector.destroy();
});

test("Angular's private NoopNgZone still runs a callback at once, outside any zone", () => {
  const NoopNgZone = privateCore.ɵNoopNgZone as new () => Pick<
    typeof core.NgZone.prototype,
    'run' | 'runOutsideAngular'
  >;
  assert.equal(typeof NoopNgZone, 'function', 'ɵNoopNgZone is not exported');
  const zone = new NoopNgZone();
  assert.equal(
    zone.run(() => 'ran'),
    'ran',
  );
  assert.equal(
    zone.runOutsideAngular(() => 'ran'),
    'ran',
  );
});

test("ComponentRef's prototype still has no injector of its own, so the harnesses can lend one and take it back", () => {
  // examples-extra.ts defines `injector` on the prototype for a while, then deletes it.
  assert.equal(Object.getOwnPropertyDescriptor(core.ComponentRef.prototype, 'injector'), undefined);
  // The harnesses' component references are bare objects on this prototype.
  assert.ok(Object.create(core.ComponentRef.prototype) instanceof core.ComponentRef);
});
