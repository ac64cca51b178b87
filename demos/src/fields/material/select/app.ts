import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface PullRequestReview {
  owner?: string;
  reviewers?: string[];
}

const teamMembers = [
  { value: 'amara', label: 'Amara Okafor' },
  { value: 'bjorn', label: 'Björn Lindqvist' },
  { value: 'chen', label: 'Chen Wei' },
  { value: 'dolores', label: 'Dolores Ruiz' },
];

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
  // The docs page sizes the demo's frame to its content: leave room for the option panel.
  styles: ':host { display: block; min-height: 20rem; }',
})
export class App {
  readonly form = new FormGroup({});
  model: PullRequestReview = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'owner',
      type: 'select',
      props: { label: 'Owner', required: true, options: teamMembers },
    },
    {
      key: 'reviewers',
      type: 'select',
      props: {
        label: 'Reviewers',
        multiple: true,
        // Adds a first entry that checks or clears every option.
        selectAllOption: 'Whole team',
        options: teamMembers,
      },
    },
  ];
}
