//! Where the two apps part, the one place in src/ui that asks which app it is built for: `full`
//! holds what only the app with Sidibaba has, `first` the first app's stand-ins for it. Both
//! offer the same names, so the rest of src/ui reads the same in both apps.

#[cfg(not(feature = "full"))]
mod first;
#[cfg(feature = "full")]
mod full;

#[cfg(not(feature = "full"))]
pub use first::*;
#[cfg(feature = "full")]
pub use full::*;
