import fs from 'node:fs';
import path from 'node:path';
import type {FrameLocator, Page} from '@playwright/test';
import {browserKits as registryBrowserKits} from '../../demos/src/app/kits';
import {test as siteTest, expect, waitForHydration} from './fixtures';

/**
 * Every field page of a browser kit in the API reference embeds a live demo of
 * that field (demos/src/fields/<kit>/<field>). This opens each page of the
 * production build, waits for its demo to render inside the iframe, and then
 * uses the field the way a reader would: typing, ticking, picking an option,
 * sliding. Each step checks the control's own state and the model the demo
 * prints below the form.
 */

const apiUiDir = path.join(__dirname, '..', '..', 'docs', 'api', 'ui');

/** NativeScript renders to native mobile views, so its pages have no browser demo. */
const browserKits = registryBrowserKits.map((kit) => kit.name);
const kitsLoadedOnRequest = registryBrowserKits.filter((kit) => kit.loadOnRequest).map((kit) => `${kit.name}/`);

/** `<kit>/<field>` for every field page on disk, the kit index pages left out. */
const fieldPages = browserKits
  .flatMap((kit) =>
    fs
      .readdirSync(path.join(apiUiDir, kit))
      .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
      .map((file) => `${kit}/${file.slice(0, -'.mdx'.length)}`),
  )
  .sort();

/**
 * The shared fixture fails a test on console errors in the page and its frames.
 * Demos must not warn either; the one exception is Kendo UI's notice that no
 * licence key is installed, which every Kendo component logs in an evaluation
 * setup like ours.
 */
const kendoLicenceNotice = /Telerik and Kendo UI Licens|Kendo UI License|kendo-ui-license/i;

const test = siteTest.extend<{demoWarnings: string[]}>({
  demoWarnings: [
    async ({page}, use) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        const fromDemo = message.location().url.includes('/demos/');
        if (fromDemo && message.type() === 'warning' && !kendoLicenceNotice.test(message.text())) {
          warnings.push(message.text());
        }
      });
      await use(warnings);
      expect(warnings, 'console warnings from the demo').toEqual([]);
    },
    {auto: true},
  ],
});

// Dates typed into and shown by the demos depend on the locale and time zone.
test.use({locale: 'en-US', timezoneId: 'UTC'});

/** Opens the API page of a field and returns its demo once the form has rendered. */
async function openFieldDemo(page: Page, field: string): Promise<FrameLocator> {
  const response = await page.goto(`/docs/api/ui/${field}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {name: 'Live example', level: 2})).toBeVisible();
  const iframe = page.locator(`iframe[data-live-example="fields/${field}"]`);
  if (kitsLoadedOnRequest.some((prefix) => field.startsWith(prefix))) {
    // Kendo UI is heavy, so its demos wait for the reader to ask for them.
    await expect(iframe).toHaveCount(0);
    await page.getByRole('button', {name: 'Load live demo'}).click();
  }
  // The demo starts as it nears the viewport: bring its box into view first.
  await page.getByRole('region', {name: /^Live example: /}).scrollIntoViewIfNeeded();
  await expect(iframe).toHaveCount(1);
  await iframe.scrollIntoViewIfNeeded();
  const demo = page.frameLocator(`iframe[data-live-example="fields/${field}"]`);
  await expect(demo.locator('formly-form').first()).toBeVisible({timeout: 30_000});
  // Embedded, the demo shows the form only, without its stand-alone header.
  await expect(demo.locator('.demo-chrome')).toHaveCount(0);
  return demo;
}

/** The model, printed as JSON under each demo's form. */
const model = (demo: FrameLocator) => demo.locator('pre');

type FieldCheck = (demo: FrameLocator) => Promise<void>;

const checks: Record<string, FieldCheck> = {
  // ----- Bootstrap
  'bootstrap/addons': async (demo) => {
    await demo.getByLabel('Work account').fill('ada.lovelace');
    await expect(demo.getByText('@northwind.example', {exact: true})).toBeVisible();
    await demo.getByText('+', {exact: true}).click();
    await expect(demo.getByLabel('Seats')).toHaveValue('3');
    await expect(model(demo)).toContainText('"account": "ada.lovelace"');
    await expect(model(demo)).toContainText('"seats": 3');
    await demo.getByText('−', {exact: true}).click();
    await demo.getByText('−', {exact: true}).click();
    await expect(model(demo)).toContainText('"seats": 1');
  },
  'bootstrap/checkbox': async (demo) => {
    const terms = demo.getByLabel('I accept the terms of service');
    await expect(terms).not.toBeChecked();
    await terms.check();
    await expect(terms).toBeChecked();
    await demo.getByRole('checkbox', {name: 'Send me the monthly product newsletter'}).check();
    await expect(model(demo)).toContainText('"acceptTerms": true');
    await expect(model(demo)).toContainText('"newsletter": true');
  },
  'bootstrap/form-field': async (demo) => {
    await expect(demo.locator('label', {hasText: 'Billing e-mail'})).toContainText('*');
    await expect(demo.getByText('Invoices and payment reminders go to this address.')).toBeVisible();
    await demo.getByRole('button', {name: 'Save contact'}).click();
    await expect(demo.getByRole('alert')).toHaveText('We need this to send you invoices.');
    await demo.getByLabel('Billing e-mail').fill('accounts@');
    await expect(demo.getByRole('alert')).toHaveText('Enter an address like name@example.com.');
    await demo.getByLabel('Billing e-mail').fill('accounts@example.com');
    await expect(demo.getByRole('alert')).toHaveCount(0);
    await demo.getByRole('button', {name: 'Save contact'}).click();
    await expect(demo.getByRole('status')).toHaveText('Billing contact saved.');
  },
  'bootstrap/input': async (demo) => {
    await demo.getByLabel('Full name').fill('Grace Hopper');
    await demo.getByLabel('Guests you bring along').fill('2');
    await expect(demo.getByLabel('Full name')).toHaveValue('Grace Hopper');
    await expect(model(demo)).toContainText('"fullName": "Grace Hopper"');
    // The number type writes a number, not a string, into the model.
    await expect(model(demo)).toContainText('"guests": 2');
  },
  'bootstrap/multicheckbox': async (demo) => {
    await expect(demo.getByLabel('Fax (discontinued)')).toBeDisabled();
    await demo.getByLabel('Text message').check();
    await expect(demo.getByLabel('Text message')).toBeChecked();
    await expect(model(demo)).toContainText(/"channels": \[\s*"email",\s*"sms"\s*\]/);
    await demo.getByLabel('Sunday').check();
    await expect(model(demo)).toContainText('"sunday": true');
  },
  'bootstrap/radio': async (demo) => {
    await expect(demo.getByLabel('Same day (sold out today)')).toBeDisabled();
    await demo.getByLabel('Express, next working day').check();
    await expect(demo.getByLabel('Express, next working day')).toBeChecked();
    await demo.getByLabel('Padded envelope').check();
    await expect(demo.getByLabel('Recycled box')).not.toBeChecked();
    await expect(model(demo)).toContainText('"speed": "express"');
    await expect(model(demo)).toContainText('"packaging": "envelope"');
  },
  'bootstrap/select': async (demo) => {
    await demo.getByLabel('Meeting room').selectOption({label: 'Lighthouse (8 seats)'});
    await expect(demo.getByLabel('Meeting room')).toHaveValue(/lighthouse/);
    await expect(model(demo)).toContainText('"room": "lighthouse"');
    await demo.getByLabel('Equipment').selectOption([{label: 'Projector'}, {label: 'Whiteboard'}]);
    await expect(model(demo)).toContainText(/"equipment": \[\s*"projector",\s*"whiteboard"\s*\]/);
  },
  'bootstrap/textarea': async (demo) => {
    await demo.getByLabel('Steps to reproduce').fill('Open the invoice list\nSort by date');
    await expect(demo.getByLabel('Steps to reproduce')).toHaveAttribute('rows', '4');
    await expect(model(demo)).toContainText('"steps": "Open the invoice list\\nSort by date"');
  },

  // ----- Angular Material
  'material/checkbox': async (demo) => {
    const confirm = demo.getByRole('checkbox', {name: 'I understand that closing my account cannot be undone'});
    await confirm.check();
    await expect(confirm).toBeChecked();
    await demo.getByRole('checkbox', {name: 'E-mail me an export of my data first'}).uncheck();
    await expect(model(demo)).toContainText('"confirmed": true');
    await expect(model(demo)).toContainText('"exportFirst": false');
  },
  'material/datepicker': async (demo) => {
    const startDate = demo.getByRole('textbox', {name: 'Earliest start date'});
    await startDate.fill('3/16/2026');
    await startDate.blur();
    await expect(model(demo)).toContainText('"startDate": "2026-03-16T00:00:00.000Z"');
    // The calendar opens on the chosen month; weekends are filtered out.
    await demo.getByRole('button', {name: 'Open calendar'}).nth(1).click();
    const calendar = demo.getByRole('dialog', {name: 'Earliest start date'});
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('button', {name: 'March 14, 2026'})).toBeDisabled();
    await calendar.getByRole('button', {name: 'March 18, 2026'}).click();
    await expect(calendar).toBeHidden();
    await expect(startDate).toHaveValue('3/18/2026');
    await expect(model(demo)).toContainText('"startDate": "2026-03-18T00:00:00.000Z"');
  },
  'material/form-field': async (demo) => {
    await expect(demo.getByText('As it appears on your contract.')).toBeVisible();
    await expect(demo.getByText('Mon–Fri, 9:00–17:00')).toBeVisible();
    await demo.getByRole('button', {name: 'Request a call'}).click();
    await expect(demo.locator('mat-error', {hasText: 'We cannot call you back without it.'})).toHaveCount(2);
    await demo.getByRole('textbox', {name: 'Your name'}).fill('Noor Haddad');
    await demo.getByRole('textbox', {name: 'Phone number'}).fill('call me');
    await expect(demo.locator('mat-error')).toHaveText('Use digits, spaces and a leading +.');
    await demo.getByRole('textbox', {name: 'Phone number'}).fill('+44 20 7946 0000');
    await expect(demo.locator('mat-error')).toHaveCount(0);
    await demo.getByRole('button', {name: 'Request a call'}).click();
    await expect(demo.getByRole('status')).toHaveText('Thanks, we will call you within one working day.');
  },
  'material/input': async (demo) => {
    await demo.getByRole('textbox', {name: 'Project name'}).fill('Apollo');
    await demo.getByRole('spinbutton', {name: 'Budget in hours'}).fill('40');
    await expect(demo.getByRole('textbox', {name: 'Project name'})).toHaveValue('Apollo');
    await expect(model(demo)).toContainText('"name": "Apollo"');
    await expect(model(demo)).toContainText('"budget": 40');
  },
  'material/multicheckbox': async (demo) => {
    await demo.getByRole('checkbox', {name: 'Gluten free'}).check();
    await demo.getByRole('checkbox', {name: 'No nuts'}).check();
    await expect(demo.getByRole('checkbox', {name: 'Gluten free'})).toBeChecked();
    await expect(model(demo)).toContainText(/"dietary": \[\s*"gluten-free",\s*"nut-free"\s*\]/);
  },
  'material/native-select': async (demo) => {
    const country = demo.getByRole('combobox', {name: 'Ship to'});
    await country.selectOption({label: 'Norway'});
    await expect(country.locator('option:checked')).toHaveText('Norway');
    await demo.getByRole('combobox', {name: 'Carrier'}).selectOption({label: 'Courier, tracked'});
    await expect(model(demo)).toContainText('"country": "NO"');
    await expect(model(demo)).toContainText('"carrier": "courier"');
  },
  'material/radio': async (demo) => {
    await expect(demo.getByRole('radio', {name: 'Extra large (out of stock)'})).toBeDisabled();
    await demo.getByRole('radio', {name: 'Medium'}).check();
    await expect(demo.getByRole('radio', {name: 'Medium'})).toBeChecked();
    await demo.getByRole('radio', {name: 'Slim'}).check();
    await expect(model(demo)).toContainText('"size": "M"');
    await expect(model(demo)).toContainText('"fit": "slim"');
  },
  'material/select': async (demo) => {
    const owner = demo.getByRole('combobox', {name: 'Owner'});
    await owner.click();
    await demo.getByRole('option', {name: 'Chen Wei'}).click();
    await expect(owner).toContainText('Chen Wei');
    await expect(model(demo)).toContainText('"owner": "chen"');
    await demo.getByRole('combobox', {name: 'Reviewers'}).click();
    await demo.getByRole('option', {name: 'Whole team'}).click();
    await expect(demo.getByRole('option', {name: 'Dolores Ruiz'})).toHaveAttribute('aria-selected', 'true');
    await expect(model(demo)).toContainText(/"reviewers": \[\s*"amara",\s*"bjorn",\s*"chen",\s*"dolores"\s*\]/);
  },
  'material/slider': async (demo) => {
    const temperature = demo.getByRole('slider', {name: 'Daytime temperature'});
    await expect(temperature).toHaveValue('21');
    await temperature.focus();
    await temperature.press('ArrowRight');
    await expect(temperature).toHaveValue('21.5');
    await expect(model(demo)).toContainText('"dayTemperature": 21.5');
    await demo.getByRole('slider', {name: 'Fan speed'}).press('End');
    await expect(model(demo)).toContainText('"fanSpeed": 5');
  },
  'material/textarea': async (demo) => {
    const review = demo.getByRole('textbox', {name: 'Your review'});
    const startHeight = await review.evaluate((element) => element.getBoundingClientRect().height);
    await review.fill('Sturdy and quiet.\nThe manual could be clearer.\nDelivery was fast.\nWould buy again.');
    // autosize grows the box with its content.
    await expect.poll(() => review.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(startHeight);
    await expect(model(demo)).toContainText('"review": "Sturdy and quiet.');
  },
  'material/toggle': async (demo) => {
    const digest = demo.getByRole('switch', {name: 'Weekly summary by e-mail'});
    await expect(digest).not.toBeChecked();
    await digest.click();
    await expect(digest).toBeChecked();
    await demo.getByRole('switch', {name: 'Push notifications on this device'}).click();
    await expect(model(demo)).toContainText('"weeklyDigest": true');
    await expect(model(demo)).toContainText('"pushNotifications": false');
  },

  // ----- Ionic
  'ionic/checkbox': async (demo) => {
    const passport = demo.getByRole('checkbox', {name: 'Passport and boarding pass'});
    await passport.click();
    await expect(passport).toBeChecked();
    await expect(model(demo)).toContainText('"passport": true');
  },
  'ionic/datetime': async (demo) => {
    await demo.getByRole('button', {name: 'Choose a pick-up date'}).click();
    const picker = demo.locator('ion-modal.show-modal');
    await expect(picker.locator('ion-datetime')).toBeVisible();
    await picker.getByRole('button', {name: /, \w+ 15$/}).click();
    await picker.getByRole('button', {name: 'Confirm'}).click();
    await expect(picker).toHaveCount(0);
    // The item now shows the picked day, formatted with displayFormat.
    await expect(demo.getByRole('button', {name: /^\w+day 15 \w+ \d{4}$/})).toBeVisible();
    await expect(model(demo)).toContainText(/"pickUp": "\d{4}-\d{2}-15/);
  },
  'ionic/form-field': async (demo) => {
    await demo.getByRole('button', {name: 'Sign in'}).click();
    await expect(demo.getByText('Please fill in this field.')).toHaveCount(2);
    await demo.getByRole('textbox', {name: 'E-mail'}).fill('sam@example.org');
    await demo.getByRole('textbox', {name: 'Password'}).fill('short');
    await expect(demo.getByText('Use at least 8 characters.')).toBeVisible();
    await expect(demo.getByText('Please fill in this field.')).toHaveCount(0);
    await demo.getByRole('textbox', {name: 'Password'}).fill('long enough now');
    await demo.getByRole('button', {name: 'Sign in'}).click();
    await expect(demo.getByRole('status')).toHaveText('You are signed in.');
  },
  'ionic/input': async (demo) => {
    await demo.getByRole('textbox', {name: 'Display name'}).fill('trail_rider');
    await demo.getByRole('spinbutton', {name: 'Bikes you own'}).fill('3');
    await expect(demo.getByRole('textbox', {name: 'Display name'})).toHaveValue('trail_rider');
    await expect(model(demo)).toContainText('"displayName": "trail_rider"');
    await expect(model(demo)).toContainText('"bikes": 3');
  },
  'ionic/radio': async (demo) => {
    await expect(demo.getByRole('radio', {name: 'Exit row (fully booked)'})).toBeDisabled();
    await demo.getByRole('radio', {name: 'Aisle'}).click();
    await expect(demo.getByRole('radio', {name: 'Aisle'})).toBeChecked();
    await expect(model(demo)).toContainText('"seat": "aisle"');
  },
  'ionic/select': async (demo) => {
    await expect(demo.getByRole('button', {name: 'App language, English'})).toBeVisible();
    // The select's own label covers its inner button, so click the element itself.
    await demo.locator('ion-select').first().click();
    await demo.getByRole('radio', {name: 'Kiswahili'}).click();
    await expect(demo.getByRole('button', {name: 'App language, Kiswahili'})).toBeVisible();
    await expect(model(demo)).toContainText('"language": "sw"');
  },
  'ionic/slider': async (demo) => {
    const textSize = demo.getByRole('slider', {name: /^Text size/});
    await expect(textSize).toHaveAttribute('aria-valuenow', '16');
    await textSize.focus();
    await textSize.press('ArrowRight');
    await expect(textSize).toHaveAttribute('aria-valuenow', '17');
    await expect(model(demo)).toContainText('"fontSize": 17');
  },
  'ionic/textarea': async (demo) => {
    const instructions = demo.getByRole('textbox', {name: 'Instructions for the courier'});
    await instructions.fill('Leave it with the neighbours at number 12.');
    await expect(instructions).toHaveValue('Leave it with the neighbours at number 12.');
    await expect(model(demo)).toContainText('"instructions": "Leave it with the neighbours at number 12."');
  },
  'ionic/toggle': async (demo) => {
    const location = demo.getByRole('switch', {name: 'Share my location with friends'});
    await location.click();
    await expect(location).toBeChecked();
    await demo.getByRole('switch', {name: 'Sync photos in the background'}).click();
    await expect(model(demo)).toContainText('"shareLocation": true');
    await expect(model(demo)).toContainText('"backgroundSync": false');
  },

  // ----- PrimeNG
  'primeng/checkbox': async (demo) => {
    const receipt = demo.getByRole('checkbox', {name: 'Add a gift receipt without prices'});
    await receipt.check();
    await expect(receipt).toBeChecked();
    await demo.getByRole('checkbox', {name: 'Plastic-free packaging'}).uncheck();
    await expect(model(demo)).toContainText('"giftReceipt": true');
    await expect(model(demo)).toContainText('"plasticFree": false');
  },
  'primeng/datepicker': async (demo) => {
    const day = demo.getByRole('combobox', {name: 'dd/mm/yyyy'});
    await day.click();
    const calendar = demo.getByRole('dialog', {name: 'Choose Date'});
    await calendar.getByRole('gridcell', {name: '15', exact: true}).click();
    await expect(day).toHaveValue(/^15\/\d{2}\/\d{4}$/);
    await expect(model(demo)).toContainText(/"day": "\d{4}-\d{2}-15T00:00:00.000Z"/);
  },
  'primeng/form-field': async (demo) => {
    await expect(demo.locator('label', {hasText: 'Serial number'})).toContainText('*');
    await expect(demo.locator('label', {hasText: 'Shop you bought it from'})).not.toContainText('*');
    await demo.getByRole('button', {name: 'Submit claim'}).click();
    await expect(demo.getByText('This field is required.')).toHaveCount(2);
    await demo.getByLabel('Serial number').fill('ab-12');
    await expect(demo.getByText('Use the format AB-1234.')).toBeVisible();
    await demo.getByLabel('Serial number').fill('AB-1234');
    await demo.getByLabel('Shop you bought it from').fill('Main Street Electronics');
    await expect(demo.locator('.p-error')).toHaveCount(0);
    await demo.getByRole('button', {name: 'Submit claim'}).click();
    await expect(demo.getByRole('status')).toHaveText('Claim received. We will reply by e-mail.');
  },
  'primeng/input': async (demo) => {
    await demo.getByLabel('Full name').fill('Ines Moreau');
    await demo.getByLabel('Books on loan at once').fill('7');
    await expect(demo.getByLabel('Full name')).toHaveValue('Ines Moreau');
    await expect(model(demo)).toContainText('"fullName": "Ines Moreau"');
    await expect(model(demo)).toContainText('"loanLimit": 7');
  },
  'primeng/radio': async (demo) => {
    await expect(demo.getByLabel('Invoice (business accounts only)')).toBeDisabled();
    await demo.getByLabel('Bank transfer').check();
    await expect(demo.getByLabel('Bank transfer')).toBeChecked();
    await expect(model(demo)).toContainText('"payment": "bank"');
  },
  'primeng/select': async (demo) => {
    await demo.getByRole('combobox', {name: 'Which product is affected?'}).click();
    // The filter box narrows the list down as you type.
    await demo.getByRole('searchbox').fill('sto');
    await expect(demo.getByRole('option')).toHaveCount(1);
    await demo.getByRole('option', {name: 'File storage'}).click();
    await expect(demo.getByRole('combobox', {name: 'File storage'})).toBeVisible();
    await expect(model(demo)).toContainText('"product": "storage"');
  },
  'primeng/textarea': async (demo) => {
    const comments = demo.getByLabel('How was the course?');
    await expect(comments).toHaveAttribute('rows', '4');
    await comments.fill('Great pace, more exercises please.');
    await expect(model(demo)).toContainText('"comments": "Great pace, more exercises please."');
  },

  // ----- Kendo UI
  'kendo/checkbox': async (demo) => {
    await demo.getByLabel('Remember this device for 30 days').check();
    await expect(demo.getByLabel('Remember this device for 30 days')).toBeChecked();
    await expect(demo.locator('label', {hasText: 'I agree to the acceptable use policy'}).locator('.k-required')).toHaveText('*');
    await demo.getByLabel('I agree to the acceptable use policy').check();
    await expect(model(demo)).toContainText('"rememberDevice": true');
    await expect(model(demo)).toContainText('"acceptPolicy": true');
  },
  'kendo/form-field': async (demo) => {
    await expect(demo.locator('kendo-formhint')).toHaveText('Printed under the barcode on the shelf label.');
    await demo.getByRole('button', {name: 'Record count'}).click();
    await expect(demo.getByRole('alert')).toHaveText(['Required for the stock count.', 'Required for the stock count.']);
    await demo.getByLabel('Article number').fill('SKU-4411');
    await demo.getByRole('spinbutton').fill('12');
    await demo.getByRole('spinbutton').blur();
    await expect(model(demo)).toContainText('"sku": "SKU-4411"');
    await expect(model(demo)).toContainText('"counted": 12');
    await demo.getByRole('button', {name: 'Record count'}).click();
    await expect(demo.getByRole('status')).toHaveText('Count recorded.');
  },
  'kendo/input': async (demo) => {
    await demo.getByLabel('Product name').fill('Oak desk, 160 cm');
    await expect(demo.getByLabel('Product name')).toHaveValue('Oak desk, 160 cm');
    const price = demo.getByRole('spinbutton');
    await price.fill('249.5');
    await price.blur();
    await expect(model(demo)).toContainText('"productName": "Oak desk, 160 cm"');
    await expect(model(demo)).toContainText('"unitPrice": 249.5');
  },
  'kendo/radio': async (demo) => {
    await expect(demo.getByLabel('Night (no openings)')).toBeDisabled();
    await demo.getByLabel('Late, 14:00–22:00').check();
    await expect(demo.getByLabel('Late, 14:00–22:00')).toBeChecked();
    await expect(model(demo)).toContainText('"shift": "late"');
  },
  'kendo/select': async (demo) => {
    const [warehouse, carrier] = [demo.getByRole('combobox').first(), demo.getByRole('combobox').nth(1)];
    await warehouse.click();
    await demo.getByRole('option', {name: 'Leipzig'}).click();
    await expect(warehouse).toContainText('Leipzig');
    await expect(model(demo)).toContainText('"warehouse": "leipzig"');
    await carrier.click();
    await demo.getByRole('option', {name: 'Road haulage'}).click();
    // primitive: false stores the whole option.
    await expect(model(demo)).toContainText(/"carrier": \{\s*"label": "Road haulage",\s*"value": "road"/);
  },
  'kendo/textarea': async (demo) => {
    const notes = demo.getByLabel('Handover notes');
    await expect(notes).toHaveAttribute('rows', '4');
    await notes.fill('Forklift 2 is due for service.');
    await expect(model(demo)).toContainText('"notes": "Forklift 2 is due for service."');
  },

  // ----- NG-ZORRO
  'ng-zorro-antd/checkbox': async (demo) => {
    const renew = demo.getByLabel('Renew my plan automatically every year');
    await expect(renew).not.toBeChecked();
    await renew.check();
    await expect(renew).toBeChecked();
    await expect(model(demo)).toContainText('"autoRenew": true');
  },
  'ng-zorro-antd/form-field': async (demo) => {
    await expect(demo.getByText('Shown to everyone you invite.')).toBeVisible();
    await demo.getByRole('button', {name: 'Create workspace'}).click();
    await expect(demo.getByText('Give the workspace a name.')).toBeVisible();
    await demo.getByLabel('Workspace name').fill('ab');
    await expect(demo.getByText('Use at least 3 characters.')).toBeVisible();
    await demo.getByLabel('Workspace name').fill('Design team');
    await expect(demo.getByText('Use at least 3 characters.')).toHaveCount(0);
    await demo.getByRole('button', {name: 'Create workspace'}).click();
    await expect(demo.getByRole('status')).toHaveText('Workspace created.');
  },
  'ng-zorro-antd/input': async (demo) => {
    await demo.getByLabel('App name').fill('Trail Notes');
    await expect(demo.getByLabel('App name')).toHaveValue('Trail Notes');
    await demo.getByRole('button', {name: 'up'}).click();
    await expect(demo.getByRole('spinbutton')).toHaveValue('11');
    await expect(model(demo)).toContainText('"appName": "Trail Notes"');
    await expect(model(demo)).toContainText('"testers": 11');
  },
  'ng-zorro-antd/radio': async (demo) => {
    await expect(demo.getByLabel('Enterprise (contact sales)')).toBeDisabled();
    await demo.getByLabel('Team', {exact: true}).check();
    await expect(demo.getByLabel('Team', {exact: true})).toBeChecked();
    await expect(model(demo)).toContainText('"plan": "team"');
  },
  'ng-zorro-antd/select': async (demo) => {
    await demo.locator('nz-select').first().click();
    await expect(demo.getByText('Asia Pacific')).toBeVisible();
    await demo.locator('nz-option-item[title="Seoul"]').click();
    await expect(demo.locator('nz-select').first()).toContainText('Seoul');
    await expect(model(demo)).toContainText('"region": "ap-east"');
  },
  'ng-zorro-antd/textarea': async (demo) => {
    const notes = demo.getByLabel('Release notes');
    await expect(notes).toHaveAttribute('rows', '5');
    await notes.fill('Offline maps and a darker night theme.');
    await expect(model(demo)).toContainText('"notes": "Offline maps and a darker night theme."');
  },
};

test('every browser-kit field page has a check', () => {
  // Six fields per kit, plus the kit-specific ones of the spec.
  expect(fieldPages).toHaveLength(47);
  expect(Object.keys(checks).sort()).toEqual(fieldPages);
});

for (const field of fieldPages) {
  test(`${field}: the live demo renders a working field`, async ({page}) => {
    const check = checks[field];
    expect(check, `no check written for ${field}`).toBeDefined();
    const demo = await openFieldDemo(page, field);
    await check(demo);
  });
}
