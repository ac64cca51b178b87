import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface AdoptionRequest {
  housing?: 'own' | 'rent';
  landlord?: { name?: string; allowsPets?: boolean };
  otherPets?: boolean;
  otherPetKinds?: Record<string, boolean>;
  notes?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: AdoptionRequest = { housing: 'rent', landlord: { name: 'Parkside Homes' } };

  readonly notesField: FormlyFieldConfig = {
    key: 'notes',
    type: 'textarea',
    props: { label: 'Anything else we should know?', rows: 2 },
    // Hidden from the start; the button below flips it.
    hide: true,
  };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'housing',
      type: 'radio',
      props: {
        label: 'Your home',
        options: [
          { value: 'own', label: 'I own it' },
          { value: 'rent', label: 'I rent it' },
        ],
      },
    },
    {
      // A whole group hides at once, and its controls leave the form. This
      // group has no key, so `model` in its expression is the top-level model
      // (inside the keyed group below, `model` would be model.landlord).
      expressions: { hide: 'model.housing !== "rent"' },
      fieldGroup: [
        {
          key: 'landlord',
          fieldGroup: [
            { key: 'name', type: 'input', props: { label: 'Landlord or agency' } },
            { key: 'allowsPets', type: 'checkbox', props: { label: 'My lease allows pets' } },
          ],
        },
      ],
    },
    {
      key: 'otherPets',
      type: 'checkbox',
      props: { label: 'I already have pets' },
    },
    {
      key: 'otherPetKinds',
      type: 'multicheckbox',
      props: {
        label: 'Which ones?',
        options: [
          { value: 'cat', label: 'Cat' },
          { value: 'dog', label: 'Dog' },
          { value: 'other', label: 'Something else' },
        ],
      },
      // A function works too; it gets the field and can read the whole model.
      expressions: { hide: (field: FormlyFieldConfig) => !field.model?.otherPets },
    },
    this.notesField,
  ];

  toggleNotes(): void {
    this.notesField.hide = !this.notesField.hide;
  }
}
