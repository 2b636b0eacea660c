/// Amdahl's speedup, L1 (docs/models.md §1): these two lead somewhere.
/// Amdahl's law again (models.md §1, not the manual's path): a page outside the repository.
/// The training model (docs/models.md §4b): no such section here.
/// s_eff by L4: no such label here.
/// See docs/nowhere.md for the rest.
