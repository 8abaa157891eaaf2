export { WidgetEmbedPanel } from "./components/widget-embed-panel";
