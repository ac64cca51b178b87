import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';
import { delay, of } from 'rxjs';

interface Bean {
  id: number;
  name: string;
  origin: string;
  soldOut?: boolean;
}

const beans: Bean[] = [
  { id: 1, name: 'Yirgacheffe', origin: 'Africa' },
  { id: 2, name: 'Sidamo', origin: 'Africa', soldOut: true },
  { id: 3, name: 'Huila', origin: 'Americas' },
  { id: 4, name: 'Antigua', origin: 'Americas' },
  { id: 5, name: 'Toraja', origin: 'Asia' },
];

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model = { size: 'medium' };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'size',
      type: 'select',
      props: {
        label: 'Cup size',
        // The simplest form: value/label pairs.
        options: [
          { value: 'small', label: 'Small' },
          { value: 'medium', label: 'Medium' },
          { value: 'large', label: 'Large' },
        ],
      },
    },
    {
      key: 'beanId',
      type: 'select',
      props: {
        label: 'Beans',
        placeholder: 'Choose the beans',
        // Any objects will do: the *Prop settings say where to find the value,
        // the label, the <optgroup> and the disabled flag.
        options: beans,
        valueProp: 'id',
        labelProp: 'name',
        groupProp: 'origin',
        disabledProp: 'soldOut',
      },
    },
    {
      key: 'extras',
      type: 'select',
      props: {
        label: 'Extras (hold Ctrl or ⌘ to pick several)',
        multiple: true,
        // Options may also arrive later, as an Observable.
        options: of([
          { value: 'oat', label: 'Oat milk' },
          { value: 'vanilla', label: 'Vanilla syrup' },
          { value: 'shot', label: 'Extra shot' },
        ]).pipe(delay(300)),
      },
    },
  ];
}
