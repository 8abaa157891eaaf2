// No other feature uses likes: it declares nothing public (ADR 080); its routes import its pages.
export {};
