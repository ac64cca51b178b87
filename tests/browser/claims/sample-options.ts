/**
 * Option lists the kit rendering claims share (tests/browser/claims/*-rendering.spec.ts):
 * one disabled option among enabled ones, and options in two groups.
 */
export const contactOptions = [
  {value: 'sms', label: 'SMS'},
  {value: 'email', label: 'E-mail'},
  {value: 'post', label: 'Post', disabled: true},
];

export const groupedOptions = [
  {value: 'ng', label: 'Angular', group: 'Frameworks'},
  {value: 'rx', label: 'RxJS', group: 'Libraries'},
];
