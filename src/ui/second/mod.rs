//! The screens where the two apps part (`crate::second`): `full` holds what only the app with
//! Sidibaba has, `first` the first app's stand-ins for it. Both offer the same names, so the rest
//! of src/ui reads the same in both apps.

crate::second::first_app! {
    mod first;
    pub use first::*;
}
crate::second::second_app! {
    mod full;
    pub use full::*;
}
