export { STAND_IN_PLACES_KEY, startPlaces, type Places, type PlacesOptions } from './places';
