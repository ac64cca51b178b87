import { Component, signal } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface Rsvp {
  name?: string;
  guests?: number;
  attending?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  readonly sentReply = signal('');
  model: Rsvp = { guests: 1 };

  readonly fields: FormlyFieldConfig[] = [
    { key: 'name', type: 'input', props: { label: 'Your name', required: true } },
    {
      key: 'attending',
      type: 'radio',
      props: {
        label: 'Will you come?',
        required: true,
        options: [
          { value: 'yes', label: 'Yes, count me in' },
          { value: 'no', label: 'Sorry, I cannot make it' },
        ],
      },
    },
    {
      key: 'guests',
      type: 'input',
      props: { type: 'number', label: 'Number of guests', required: true, min: 1, max: 4 },
      expressions: { hide: 'model.attending !== "yes"' },
    },
  ];

  send(): void {
    const { name, attending, guests } = this.model;
    this.sentReply.set(
      attending === 'yes'
        ? `${name} is coming with ${guests} guest(s).`
        : `${name} sent their apologies.`,
    );
  }
}
