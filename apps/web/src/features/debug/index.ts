// No other feature uses debug: it declares nothing public (ADR 080); its routes import its pages.
export {};
