// The member ui kit for the page folders (security/…): the import-boundary lint rule forbids any
// '../../' path, so pages one folder down reach src/ui through here.
export { TextField, type TextFieldProps } from '../ui/TextField';
export { default as uiStyles } from '../ui/ui.module.css';
export { useToday } from '../ui/use-today';
