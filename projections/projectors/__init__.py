"""The projectors: each follows the event store and writes one read model's tables
(`projection.Projection`). Only the wiring (`hygiene`) starts them; the API and the
applications read the tables through `projections.queries`."""
