import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface ConferenceRegistration {
  fullName?: string;
  email?: string;
  handle?: string;
  pass?: string;
  workshops: string[];
  lunch: string;
  accessibilityNeeds?: string;
  codeOfConduct?: boolean;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: ConferenceRegistration = { workshops: [], lunch: 'vegetarian' };
  registered = false;

  readonly fields: FormlyFieldConfig[] = [
    {
      // A Bootstrap grid row: className goes on the field's host element.
      fieldGroupClassName: 'row',
      fieldGroup: [
        {
          key: 'fullName',
          type: 'input',
          className: 'col-sm-6',
          props: { label: 'Full name', required: true },
        },
        {
          key: 'email',
          type: 'input',
          className: 'col-sm-6',
          props: { type: 'email', label: 'E-mail', required: true },
          validators: { validation: [Validators.email] },
        },
      ],
    },
    {
      key: 'handle',
      type: 'input',
      props: {
        label: 'Social media handle',
        placeholder: 'for your badge',
        addonLeft: { text: '@' },
      },
    },
    {
      key: 'pass',
      type: 'select',
      props: {
        label: 'Pass',
        placeholder: 'Choose a pass',
        required: true,
        options: [
          { value: 'day-1', label: 'Day 1 only' },
          { value: 'day-2', label: 'Day 2 only' },
          { value: 'full', label: 'Both days' },
        ],
      },
    },
    {
      key: 'workshops',
      type: 'multicheckbox',
      props: {
        label: 'Afternoon workshops',
        type: 'array',
        options: [
          { value: 'a11y', label: 'Accessible forms' },
          { value: 'signals', label: 'Signals in practice' },
          { value: 'testing', label: 'Testing without tears' },
        ],
      },
    },
    {
      key: 'lunch',
      type: 'radio',
      props: {
        label: 'Lunch',
        formCheck: 'inline',
        options: [
          { value: 'vegetarian', label: 'Vegetarian' },
          { value: 'vegan', label: 'Vegan' },
          { value: 'none', label: 'No lunch' },
        ],
      },
    },
    {
      key: 'accessibilityNeeds',
      type: 'textarea',
      props: {
        label: 'Accessibility needs',
        rows: 2,
        description: 'Seating, captions, quiet room…',
      },
    },
    {
      key: 'codeOfConduct',
      type: 'checkbox',
      props: { label: 'I agree to the code of conduct', required: true, indeterminate: false },
    },
  ];

  register(): void {
    this.registered = this.form.valid;
  }
}
