import { emptyLocation, locationLabel, type Location } from './location';

/** Each location labelled by its position (`Location 1`, `Location 2`, …). */
export function renumberLocations(locations: readonly Location[]): Location[] {
  return locations.map((location, index) =>
    location.label === locationLabel(index)
      ? location
      : { ...location, label: locationLabel(index) },
  );
}

/** The list with an empty location appended. */
export function addLocation(locations: readonly Location[]): Location[] {
  return [...locations, emptyLocation(locations.length)];
}

/**
 * The list without the location at `index` (the last one without an index), renumbered so the
 * labels follow the positions again (doc 2 §4). Removing the only location leaves none: the
 * merchant may upload a store location file instead.
 */
export function removeLocation(locations: readonly Location[], index?: number): Location[] {
  const at = index ?? locations.length - 1;
  if (at < 0 || at >= locations.length) return [...locations];
  return renumberLocations(locations.filter((_, i) => i !== at));
}
