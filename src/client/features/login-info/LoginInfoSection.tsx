/** Replaced by its helper: placeholder so the section wiring compiles. */
export default function LoginInfoSection() {
  return null;
}
