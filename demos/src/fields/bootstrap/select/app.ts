import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface RoomBooking {
  room?: string;
  equipment?: string[];
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: RoomBooking = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'room',
      type: 'select',
      props: {
        label: 'Meeting room',
        placeholder: 'Choose a room',
        required: true,
        // Options with a `group` are rendered inside an <optgroup>.
        options: [
          { value: 'harbour', label: 'Harbour (4 seats)', group: 'Ground floor' },
          { value: 'lighthouse', label: 'Lighthouse (8 seats)', group: 'Ground floor' },
          { value: 'summit', label: 'Summit (12 seats)', group: 'Top floor' },
        ],
      },
    },
    {
      key: 'equipment',
      type: 'select',
      props: {
        label: 'Equipment',
        multiple: true,
        description: 'Hold Ctrl (or ⌘) to pick several.',
        options: [
          { value: 'projector', label: 'Projector' },
          { value: 'whiteboard', label: 'Whiteboard' },
          { value: 'video', label: 'Video call kit' },
        ],
      },
    },
  ];
}
