// No other feature uses subscriptions: it declares nothing public (ADR 080); its routes import its pages.
export {};
