import { JsonPipe } from '@angular/common';
import { Component, inject } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';
import { of, startWith, switchMap, tap } from 'rxjs';
import { TeamDirectory } from './team-directory';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  private readonly directory = inject(TeamDirectory);
  readonly form = new FormGroup({});
  model = { title: 'Login page times out', teamId: 'mobile' };

  readonly fields: FormlyFieldConfig[] = [
    { key: 'title', type: 'input', props: { label: 'Ticket' } },
    {
      key: 'teamId',
      type: 'select',
      props: {
        label: 'Team',
        placeholder: 'Choose a team',
        // An Observable is a valid options list: the select fills in when it emits.
        options: this.directory.teams(),
        valueProp: 'id',
        labelProp: 'name',
      },
    },
    {
      key: 'assigneeId',
      type: 'select',
      props: {
        label: 'Assignee',
        placeholder: 'Choose a person',
        valueProp: 'id',
        labelProp: 'name',
      },
      hooks: {
        onInit: (field) => {
          const team = field.form!.get('teamId')!;
          // Each time the team changes, load its members; switchMap drops the
          // answer of a request that a newer choice has overtaken.
          field.props!.options = team.valueChanges.pipe(
            // A new team means the previous assignee no longer applies.
            tap(() => field.formControl?.setValue(undefined)),
            startWith(team.value),
            switchMap((teamId: string | null) =>
              teamId ? this.directory.members(teamId) : of([]),
            ),
          );
        },
      },
    },
  ];
}
