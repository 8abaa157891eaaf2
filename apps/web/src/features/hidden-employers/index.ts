export { HiddenEmployersSection } from "./components/hidden-employers-section";
