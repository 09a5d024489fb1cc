/**
 * The upload field's drop zone, loaded when an upload field is first shown: react-dropzone and
 * Mantine's dropzone serve only the fields that apply to a merchant (an ID, a logo, a direct
 * debit form), so a page does not carry them when it opens
 * (docs/decisions/0181-lighter-form-routes.md). Until the code has arrived the zone shows its
 * words and a busy Choose a file button in the same place; if it cannot be loaded, the button
 * tries again.
 */
import { onDemandPart } from '../app/on-demand-part';
import { DropZoneWaiting } from './drop-zone-content';
import type { FileDropZoneProps } from './file-drop-zone';

const dropZone = onDemandPart(() => import('./file-drop-zone').then((m) => m.FileDropZone));

/** Loads the drop zone's chunk once; a failed load is tried again by the next call. */
export const loadFileDropZone = dropZone.load;

/** The drop zone once its code is here; its words and a busy button in its place until then. */
export function FileDropZone(props: FileDropZoneProps) {
  const { part: Zone, failed, retry } = dropZone.usePart();
  if (Zone) return <Zone {...props} />;
  return (
    <DropZoneWaiting
      id={props.id}
      label={props.label}
      hasFile={props.hasFile}
      failed={failed}
      onChoose={retry}
    />
  );
}
