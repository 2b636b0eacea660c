/// Amdahl's speedup, L1 (docs/models.md §1): these two lead somewhere.
/// The precision transform (model.md, its third section): a page outside the repository.
/// The training model (docs/models.md §4b): no such section here.
/// s_eff by L4: no such label here.
/// See docs/nowhere.md for the rest.
