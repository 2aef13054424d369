//! Where the two apps part: the one module that asks which app it is built for
//! (docs/architecture.md, "Two apps"). `second_app` holds in the app with Sidibaba (the Cargo
//! feature `full`) and in every native build (`tools/cfg.rs`). The rest of the crate reads the
//! same in both apps, through [`SECOND_APP`], [`Only`] and the macros below.

/// Whether this is a build with the second app's games.
pub const SECOND_APP: bool = cfg!(second_app);

/// A value only the second app holds: the value itself there.
#[cfg(second_app)]
pub type Only<T> = T;

/// A value only the second app holds: in the first app, no value at all.
#[cfg(not(second_app))]
pub enum Only<T> {
    #[doc(hidden)]
    Never(std::convert::Infallible, std::marker::PhantomData<T>),
}

/// What `make` gives, where the second app may hold it; in the first app `None`, and `make` is
/// never called.
pub fn only_with<T>(make: impl FnOnce() -> Option<T>) -> Option<Only<T>> {
    #[cfg(second_app)]
    return make();
    #[cfg(not(second_app))]
    {
        drop(make);
        None
    }
}

/// What `make` gives, where the second app may hold it; in the first app `Err(absent)`, and
/// `make` is never called.
pub fn only_or<T, E>(absent: E, make: impl FnOnce() -> Result<T, E>) -> Result<Only<T>, E> {
    #[cfg(second_app)]
    {
        drop(absent);
        make()
    }
    #[cfg(not(second_app))]
    {
        drop(make);
        Err(absent)
    }
}

/// `$body`, with `$value` an [`Only`] the second app holds; in the first app, which never holds
/// it, `$body` is not compiled (an arm of a match over what both apps name, whose body needs what
/// only the second app has: `games::record::each!`). `$other`, a second value of the same kind.
#[cfg(second_app)]
macro_rules! held {
    ($value:ident $(, $other:ident)? => $body:expr) => {
        $body
    };
}
#[cfg(not(second_app))]
macro_rules! held {
    ($value:ident $(, $other:ident)? => $body:expr) => {{
        $(let _ = &$other;)?
        $value.never()
    }};
}
pub(crate) use held;

/// The items only the second app compiles.
#[cfg(second_app)]
macro_rules! second_app {
    ($($item:item)*) => { $($item)* };
}
#[cfg(not(second_app))]
macro_rules! second_app {
    ($($item:item)*) => {};
}
pub(crate) use second_app;

/// The items only the first app compiles (the second app's stand-ins).
#[cfg(second_app)]
#[allow(unused_macros, reason = "read by src/ui, which only the WebAssembly builds")]
macro_rules! first_app {
    ($($item:item)*) => {};
}
#[cfg(not(second_app))]
macro_rules! first_app {
    ($($item:item)*) => { $($item)* };
}
#[allow(unused_imports, reason = "read by src/ui, which only the WebAssembly builds")]
pub(crate) use first_app;

#[cfg(not(second_app))]
mod none {
    //! What the first app asks of an [`Only`] it can never hold.
    use super::Only;
    use std::fmt;

    impl<T> Only<T> {
        pub fn never(&self) -> ! {
            match self {
                Only::Never(never, _) => match *never {},
            }
        }
    }

    impl<T> std::ops::Deref for Only<T> {
        type Target = T;
        fn deref(&self) -> &T {
            self.never()
        }
    }

    impl<T> Clone for Only<T> {
        fn clone(&self) -> Self {
            self.never()
        }
    }

    impl<T> PartialEq for Only<T> {
        fn eq(&self, _: &Self) -> bool {
            self.never()
        }
    }

    impl<T> fmt::Debug for Only<T> {
        fn fmt(&self, _: &mut fmt::Formatter) -> fmt::Result {
            self.never()
        }
    }

    impl<T> fmt::Display for Only<T> {
        fn fmt(&self, _: &mut fmt::Formatter) -> fmt::Result {
            self.never()
        }
    }

    impl<T> serde::Serialize for Only<T> {
        fn serialize<S: serde::Serializer>(&self, _: S) -> Result<S::Ok, S::Error> {
            self.never()
        }
    }

    /// A save of the second app's game, read by the first: refused (`app::storage` reads its
    /// front, and hands it over).
    impl<'de, T> serde::Deserialize<'de> for Only<T> {
        fn deserialize<D: serde::Deserializer<'de>>(_: D) -> Result<Self, D::Error> {
            Err(serde::de::Error::custom("a game of the second app"))
        }
    }
}
