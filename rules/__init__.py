"""The built-in rule sets, shipped as package data (`coimbra_rules`): base/ and variants/."""
