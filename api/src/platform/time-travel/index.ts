export { installTimeTravel, type TimeTravel } from './travelling-date';
export { timeTravelRoutes } from './time-travel-routes';
