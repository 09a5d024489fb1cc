/** One store location of an in-store merchant (doc 1 §3 "location"). */
export interface Location {
  branchNumber: string;
  isMall: string;
  mallName: string;
  isResidence: string;
  locationName: string;
  locationStreet: string;
  locationStreet2: string;
  locationCity: string;
  locationState: string;
  locationPostalCode: string;
  /** The display label, `Location {n}`, kept in step with the list position. */
  label: string;
}

/** The field names of a location. */
export type LocationField = keyof Location;

/** The label of the location at `index` (0-based). */
export function locationLabel(index: number): string {
  return `Location ${index + 1}`;
}

/** An empty location at list position `index`. */
export function emptyLocation(index = 0): Location {
  return {
    branchNumber: '',
    isMall: '',
    mallName: '',
    isResidence: '',
    locationName: '',
    locationStreet: '',
    locationStreet2: '',
    locationCity: '',
    locationState: '',
    locationPostalCode: '',
    label: locationLabel(index),
  };
}
