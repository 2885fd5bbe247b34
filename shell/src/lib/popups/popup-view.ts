/** What the popup host gives every popup it renders. */
export interface PopupViewProps {
  props: Record<string, unknown>;
  onClose: () => void;
}
