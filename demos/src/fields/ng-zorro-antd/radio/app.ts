import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { NzFormModule } from 'ng-zorro-antd/form';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface PlanChoice {
  plan: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, NzFormModule, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: PlanChoice = { plan: 'starter' };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'plan',
      type: 'radio',
      props: {
        label: 'Plan',
        options: [
          { value: 'starter', label: 'Starter' },
          { value: 'team', label: 'Team' },
          { value: 'enterprise', label: 'Enterprise (contact sales)', disabled: true },
        ],
      },
    },
  ];
}
