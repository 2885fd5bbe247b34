/** Reality checks (RTS 13): the reminder the shell shows over any page or game. */
export { RealityCheckHost } from './RealityCheckHost';
