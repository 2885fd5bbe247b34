/** Reality checks (RTS 13): the member's setting, a section the safer-gambling page mounts. */
export { RealityCheckSection } from './RealityCheckSection';
