import {centreInView, check, expect, model, type DemoInteraction} from '../demos';

/**
 * What a reader does with each field of a browser kit, on the field's API page
 * (demos/src/fields/<kit>/<field>), by demo name: typing, ticking, picking an
 * option, sliding. Each step checks the control's own state and the model the
 * demo prints below the form. demos.spec.ts requires one for every field demo.
 */
export const fieldInteractions: Record<string, DemoInteraction> = {
  // ----- Bootstrap
  'fields/bootstrap/addons': async (demo) => {
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
  'fields/bootstrap/checkbox': async (demo) => {
    const terms = demo.getByLabel('I accept the terms of service');
    await expect(terms).not.toBeChecked();
    await check(terms);
    await expect(terms).toBeChecked();
    await check(demo.getByRole('checkbox', {name: 'Send me the monthly product newsletter'}));
    await expect(model(demo)).toContainText('"acceptTerms": true');
    await expect(model(demo)).toContainText('"newsletter": true');
  },
  'fields/bootstrap/form-field': async (demo) => {
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
  'fields/bootstrap/input': async (demo) => {
    await demo.getByLabel('Full name').fill('Grace Hopper');
    await demo.getByLabel('Guests you bring along').fill('2');
    await expect(demo.getByLabel('Full name')).toHaveValue('Grace Hopper');
    await expect(model(demo)).toContainText('"fullName": "Grace Hopper"');
    // The number type writes a number, not a string, into the model.
    await expect(model(demo)).toContainText('"guests": 2');
  },
  'fields/bootstrap/multicheckbox': async (demo) => {
    await expect(demo.getByLabel('Fax (discontinued)')).toBeDisabled();
    await check(demo.getByLabel('Text message'));
    await expect(demo.getByLabel('Text message')).toBeChecked();
    await expect(model(demo)).toContainText(/"channels": \[\s*"email",\s*"sms"\s*\]/);
    await check(demo.getByLabel('Sunday'));
    await expect(model(demo)).toContainText('"sunday": true');
  },
  'fields/bootstrap/radio': async (demo) => {
    await expect(demo.getByLabel('Same day (sold out today)')).toBeDisabled();
    await check(demo.getByLabel('Express, next working day'));
    await expect(demo.getByLabel('Express, next working day')).toBeChecked();
    await check(demo.getByLabel('Padded envelope'));
    await expect(demo.getByLabel('Recycled box')).not.toBeChecked();
    await expect(model(demo)).toContainText('"speed": "express"');
    await expect(model(demo)).toContainText('"packaging": "envelope"');
  },
  'fields/bootstrap/select': async (demo) => {
    await demo.getByLabel('Meeting room').selectOption({label: 'Lighthouse (8 seats)'});
    await expect(demo.getByLabel('Meeting room')).toHaveValue(/lighthouse/);
    await expect(model(demo)).toContainText('"room": "lighthouse"');
    await demo.getByLabel('Equipment').selectOption([{label: 'Projector'}, {label: 'Whiteboard'}]);
    await expect(model(demo)).toContainText(/"equipment": \[\s*"projector",\s*"whiteboard"\s*\]/);
  },
  'fields/bootstrap/textarea': async (demo) => {
    await demo.getByLabel('Steps to reproduce').fill('Open the invoice list\nSort by date');
    await expect(demo.getByLabel('Steps to reproduce')).toHaveAttribute('rows', '4');
    await expect(model(demo)).toContainText('"steps": "Open the invoice list\\nSort by date"');
  },

  // ----- Angular Material
  'fields/material/checkbox': async (demo) => {
    const confirm = demo.getByRole('checkbox', {name: 'I understand that closing my account cannot be undone'});
    await check(confirm);
    await expect(confirm).toBeChecked();
    await demo.getByRole('checkbox', {name: 'E-mail me an export of my data first'}).uncheck();
    await expect(model(demo)).toContainText('"confirmed": true');
    await expect(model(demo)).toContainText('"exportFirst": false');
  },
  'fields/material/datepicker': async (demo) => {
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
  'fields/material/form-field': async (demo) => {
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
  'fields/material/input': async (demo) => {
    await demo.getByRole('textbox', {name: 'Project name'}).fill('Apollo');
    await demo.getByRole('spinbutton', {name: 'Budget in hours'}).fill('40');
    await expect(demo.getByRole('textbox', {name: 'Project name'})).toHaveValue('Apollo');
    await expect(model(demo)).toContainText('"name": "Apollo"');
    await expect(model(demo)).toContainText('"budget": 40');
  },
  'fields/material/multicheckbox': async (demo) => {
    await check(demo.getByRole('checkbox', {name: 'Gluten free'}));
    await check(demo.getByRole('checkbox', {name: 'No nuts'}));
    await expect(demo.getByRole('checkbox', {name: 'Gluten free'})).toBeChecked();
    await expect(model(demo)).toContainText(/"dietary": \[\s*"gluten-free",\s*"nut-free"\s*\]/);
  },
  'fields/material/native-select': async (demo) => {
    const country = demo.getByRole('combobox', {name: 'Ship to'});
    await country.selectOption({label: 'Norway'});
    await expect(country.locator('option:checked')).toHaveText('Norway');
    await demo.getByRole('combobox', {name: 'Carrier'}).selectOption({label: 'Courier, tracked'});
    await expect(model(demo)).toContainText('"country": "NO"');
    await expect(model(demo)).toContainText('"carrier": "courier"');
  },
  'fields/material/radio': async (demo) => {
    await expect(demo.getByRole('radio', {name: 'Extra large (out of stock)'})).toBeDisabled();
    await check(demo.getByRole('radio', {name: 'Medium'}));
    await expect(demo.getByRole('radio', {name: 'Medium'})).toBeChecked();
    await check(demo.getByRole('radio', {name: 'Slim'}));
    await expect(model(demo)).toContainText('"size": "M"');
    await expect(model(demo)).toContainText('"fit": "slim"');
  },
  'fields/material/select': async (demo) => {
    const owner = demo.getByRole('combobox', {name: 'Owner'});
    await owner.click();
    await demo.getByRole('option', {name: 'Chen Wei'}).click();
    await expect(owner).toContainText('Chen Wei');
    await expect(model(demo)).toContainText('"owner": "chen"');
    await demo.getByRole('combobox', {name: 'Reviewers'}).click();
    // Picking the owner may have scrolled the page; the options open in the frame's overlay.
    await centreInView(demo);
    await demo.getByRole('option', {name: 'Whole team'}).click();
    await expect(demo.getByRole('option', {name: 'Dolores Ruiz'})).toHaveAttribute('aria-selected', 'true');
    await expect(model(demo)).toContainText(/"reviewers": \[\s*"amara",\s*"bjorn",\s*"chen",\s*"dolores"\s*\]/);
  },
  'fields/material/slider': async (demo) => {
    const temperature = demo.getByRole('slider', {name: 'Daytime temperature'});
    await expect(temperature).toHaveValue('21');
    await temperature.focus();
    await temperature.press('ArrowRight');
    await expect(temperature).toHaveValue('21.5');
    await expect(model(demo)).toContainText('"dayTemperature": 21.5');
    await demo.getByRole('slider', {name: 'Fan speed'}).press('End');
    await expect(model(demo)).toContainText('"fanSpeed": 5');
  },
  'fields/material/textarea': async (demo) => {
    const review = demo.getByRole('textbox', {name: 'Your review'});
    const startHeight = await review.evaluate((element) => element.getBoundingClientRect().height);
    await review.fill('Sturdy and quiet.\nThe manual could be clearer.\nDelivery was fast.\nWould buy again.');
    // autosize grows the box with its content.
    await expect
      .poll(() => review.evaluate((element) => element.getBoundingClientRect().height))
      .toBeGreaterThan(startHeight);
    await expect(model(demo)).toContainText('"review": "Sturdy and quiet.');
  },
  'fields/material/toggle': async (demo) => {
    const digest = demo.getByRole('switch', {name: 'Weekly summary by e-mail'});
    await expect(digest).not.toBeChecked();
    await digest.click();
    await expect(digest).toBeChecked();
    await demo.getByRole('switch', {name: 'Push notifications on this device'}).click();
    await expect(model(demo)).toContainText('"weeklyDigest": true');
    await expect(model(demo)).toContainText('"pushNotifications": false');
  },

  // ----- Ionic
  'fields/ionic/checkbox': async (demo) => {
    const passport = demo.getByRole('checkbox', {name: 'Passport and boarding pass'});
    await passport.click();
    await expect(passport).toBeChecked();
    await expect(model(demo)).toContainText('"passport": true');
  },
  'fields/ionic/datetime': async (demo, page) => {
    await demo.getByRole('button', {name: 'Choose a pick-up date'}).click();
    const picker = demo.locator('ion-modal.show-modal');
    await expect(picker.locator('ion-datetime.datetime-ready')).toBeVisible();
    // The calendar is a carousel of three months that Ionic scrolls to the current one after the
    // modal opens. Once the day is in view, the mouse clicks it where it is: Playwright's click
    // would first scroll it to a better place, Ionic would take that scroll for a turn to the
    // previous month, and the click would land on that month's day in the same place.
    const day = picker.getByRole('button', {name: /, \w+ 15$/});
    await expect
      .poll(() =>
        day.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const calendar = button.closest('.calendar-body')!.getBoundingClientRect();
          return box.left >= calendar.left && box.right <= calendar.right;
        }),
      )
      .toBe(true);
    const box = (await day.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(day).toHaveAttribute('aria-selected', 'true');
    await picker.getByRole('button', {name: 'Confirm'}).click();
    await expect(picker).toHaveCount(0);
    // The item now shows the picked day, formatted with displayFormat.
    await expect(demo.getByRole('button', {name: /^\w+day 15 \w+ \d{4}$/})).toBeVisible();
    await expect(model(demo)).toContainText(/"pickUp": "\d{4}-\d{2}-15/);
  },
  'fields/ionic/form-field': async (demo) => {
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
  'fields/ionic/input': async (demo) => {
    await demo.getByRole('textbox', {name: 'Display name'}).fill('trail_rider');
    await demo.getByRole('spinbutton', {name: 'Bikes you own'}).fill('3');
    await expect(demo.getByRole('textbox', {name: 'Display name'})).toHaveValue('trail_rider');
    await expect(model(demo)).toContainText('"displayName": "trail_rider"');
    await expect(model(demo)).toContainText('"bikes": 3');
  },
  'fields/ionic/radio': async (demo) => {
    await expect(demo.getByRole('radio', {name: 'Exit row (fully booked)'})).toBeDisabled();
    await demo.getByRole('radio', {name: 'Aisle'}).click();
    await expect(demo.getByRole('radio', {name: 'Aisle'})).toBeChecked();
    await expect(model(demo)).toContainText('"seat": "aisle"');
  },
  'fields/ionic/select': async (demo) => {
    await expect(demo.getByRole('button', {name: 'App language, English'})).toBeVisible();
    // The select's own label covers its inner button, so click the element itself.
    await demo.locator('ion-select').first().click();
    await demo.getByRole('radio', {name: 'Kiswahili'}).click();
    await expect(demo.getByRole('button', {name: 'App language, Kiswahili'})).toBeVisible();
    await expect(model(demo)).toContainText('"language": "sw"');
  },
  'fields/ionic/slider': async (demo) => {
    const textSize = demo.getByRole('slider', {name: /^Text size/});
    await expect(textSize).toHaveAttribute('aria-valuenow', '16');
    await textSize.focus();
    await textSize.press('ArrowRight');
    await expect(textSize).toHaveAttribute('aria-valuenow', '17');
    await expect(model(demo)).toContainText('"fontSize": 17');
  },
  'fields/ionic/textarea': async (demo) => {
    const instructions = demo.getByRole('textbox', {name: 'Instructions for the courier'});
    await instructions.fill('Leave it with the neighbours at number 12.');
    await expect(instructions).toHaveValue('Leave it with the neighbours at number 12.');
    await expect(model(demo)).toContainText('"instructions": "Leave it with the neighbours at number 12."');
  },
  'fields/ionic/toggle': async (demo) => {
    const location = demo.getByRole('switch', {name: 'Share my location with friends'});
    await location.click();
    await expect(location).toBeChecked();
    await demo.getByRole('switch', {name: 'Sync photos in the background'}).click();
    await expect(model(demo)).toContainText('"shareLocation": true');
    await expect(model(demo)).toContainText('"backgroundSync": false');
  },

  // ----- PrimeNG
  'fields/primeng/checkbox': async (demo) => {
    const receipt = demo.getByRole('checkbox', {name: 'Add a gift receipt without prices'});
    await check(receipt);
    await expect(receipt).toBeChecked();
    await demo.getByRole('checkbox', {name: 'Plastic-free packaging'}).uncheck();
    await expect(model(demo)).toContainText('"giftReceipt": true');
    await expect(model(demo)).toContainText('"plasticFree": false');
  },
  'fields/primeng/datepicker': async (demo) => {
    const day = demo.getByRole('combobox', {name: 'dd/mm/yyyy'});
    await day.click();
    const calendar = demo.getByRole('dialog', {name: 'Choose Date'});
    await calendar.getByRole('gridcell', {name: '15', exact: true}).click();
    await expect(day).toHaveValue(/^15\/\d{2}\/\d{4}$/);
    await expect(model(demo)).toContainText(/"day": "\d{4}-\d{2}-15T00:00:00.000Z"/);
  },
  'fields/primeng/form-field': async (demo) => {
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
  'fields/primeng/input': async (demo) => {
    await demo.getByLabel('Full name').fill('Ines Moreau');
    await demo.getByLabel('Books on loan at once').fill('7');
    await expect(demo.getByLabel('Full name')).toHaveValue('Ines Moreau');
    await expect(model(demo)).toContainText('"fullName": "Ines Moreau"');
    await expect(model(demo)).toContainText('"loanLimit": 7');
  },
  'fields/primeng/radio': async (demo) => {
    await expect(demo.getByLabel('Invoice (business accounts only)')).toBeDisabled();
    await check(demo.getByLabel('Bank transfer'));
    await expect(demo.getByLabel('Bank transfer')).toBeChecked();
    await expect(model(demo)).toContainText('"payment": "bank"');
  },
  'fields/primeng/select': async (demo) => {
    await demo.getByRole('combobox', {name: 'Which product is affected?'}).click();
    // The filter box narrows the list down as you type.
    await demo.getByRole('searchbox').fill('sto');
    await expect(demo.getByRole('option')).toHaveCount(1);
    await demo.getByRole('option', {name: 'File storage'}).click();
    await expect(demo.getByRole('combobox', {name: 'File storage'})).toBeVisible();
    await expect(model(demo)).toContainText('"product": "storage"');
  },
  'fields/primeng/textarea': async (demo) => {
    const comments = demo.getByLabel('How was the course?');
    await expect(comments).toHaveAttribute('rows', '4');
    await comments.fill('Great pace, more exercises please.');
    await expect(model(demo)).toContainText('"comments": "Great pace, more exercises please."');
  },

  // ----- Kendo UI
  'fields/kendo/checkbox': async (demo) => {
    await check(demo.getByLabel('Remember this device for 30 days'));
    await expect(demo.getByLabel('Remember this device for 30 days')).toBeChecked();
    await expect(
      demo.locator('label', {hasText: 'I agree to the acceptable use policy'}).locator('.k-required'),
    ).toHaveText('*');
    await check(demo.getByLabel('I agree to the acceptable use policy'));
    await expect(model(demo)).toContainText('"rememberDevice": true');
    await expect(model(demo)).toContainText('"acceptPolicy": true');
  },
  'fields/kendo/form-field': async (demo) => {
    await expect(demo.locator('kendo-formhint')).toHaveText('Printed under the barcode on the shelf label.');
    await demo.getByRole('button', {name: 'Record count'}).click();
    await expect(demo.getByRole('alert')).toHaveText([
      'Required for the stock count.',
      'Required for the stock count.',
    ]);
    // Kendo shows the error in place of the hint (the form-field API note says so).
    await expect(demo.locator('kendo-formhint')).toBeHidden();
    await demo.getByLabel('Article number').fill('SKU-4411');
    await expect(demo.locator('kendo-formhint')).toHaveText('Printed under the barcode on the shelf label.');
    await demo.getByRole('spinbutton').fill('12');
    await demo.getByRole('spinbutton').blur();
    await expect(model(demo)).toContainText('"sku": "SKU-4411"');
    await expect(model(demo)).toContainText('"counted": 12');
    await demo.getByRole('button', {name: 'Record count'}).click();
    await expect(demo.getByRole('status')).toHaveText('Count recorded.');
  },
  'fields/kendo/input': async (demo) => {
    await demo.getByLabel('Product name').fill('Oak desk, 160 cm');
    await expect(demo.getByLabel('Product name')).toHaveValue('Oak desk, 160 cm');
    const price = demo.getByRole('spinbutton');
    await price.fill('249.5');
    await price.blur();
    await expect(model(demo)).toContainText('"productName": "Oak desk, 160 cm"');
    await expect(model(demo)).toContainText('"unitPrice": 249.5');
  },
  'fields/kendo/radio': async (demo) => {
    await expect(demo.getByLabel('Night (no openings)')).toBeDisabled();
    await check(demo.getByLabel('Late, 14:00–22:00'));
    await expect(demo.getByLabel('Late, 14:00–22:00')).toBeChecked();
    await expect(model(demo)).toContainText('"shift": "late"');
  },
  'fields/kendo/select': async (demo) => {
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
  'fields/kendo/textarea': async (demo) => {
    const notes = demo.getByLabel('Handover notes');
    await expect(notes).toHaveAttribute('rows', '4');
    await notes.fill('Forklift 2 is due for service.');
    await expect(model(demo)).toContainText('"notes": "Forklift 2 is due for service."');
  },

  // ----- NG-ZORRO
  'fields/ng-zorro-antd/checkbox': async (demo) => {
    const renew = demo.getByLabel('Renew my plan automatically every year');
    await expect(renew).not.toBeChecked();
    await check(renew);
    await expect(renew).toBeChecked();
    await expect(model(demo)).toContainText('"autoRenew": true');
  },
  'fields/ng-zorro-antd/form-field': async (demo) => {
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
  'fields/ng-zorro-antd/input': async (demo) => {
    await demo.getByLabel('App name').fill('Trail Notes');
    await expect(demo.getByLabel('App name')).toHaveValue('Trail Notes');
    await demo.getByRole('button', {name: 'up'}).click();
    await expect(demo.getByRole('spinbutton')).toHaveValue('11');
    await expect(model(demo)).toContainText('"appName": "Trail Notes"');
    await expect(model(demo)).toContainText('"testers": 11');
  },
  'fields/ng-zorro-antd/radio': async (demo) => {
    await expect(demo.getByLabel('Enterprise (contact sales)')).toBeDisabled();
    await check(demo.getByLabel('Team', {exact: true}));
    await expect(demo.getByLabel('Team', {exact: true})).toBeChecked();
    await expect(model(demo)).toContainText('"plan": "team"');
  },
  'fields/ng-zorro-antd/select': async (demo) => {
    await demo.locator('nz-select').first().click();
    await expect(demo.getByText('Asia Pacific')).toBeVisible();
    await demo.locator('nz-option-item[title="Seoul"]').click();
    await expect(demo.locator('nz-select').first()).toContainText('Seoul');
    await expect(model(demo)).toContainText('"region": "ap-east"');
  },
  'fields/ng-zorro-antd/textarea': async (demo) => {
    const notes = demo.getByLabel('Release notes');
    await expect(notes).toHaveAttribute('rows', '5');
    await notes.fill('Offline maps and a darker night theme.');
    await expect(model(demo)).toContainText('"notes": "Offline maps and a darker night theme."');
  },
};
